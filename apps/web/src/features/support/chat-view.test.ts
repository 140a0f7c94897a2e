import type { ChatConversation, ChatMessage } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { chatStatus, checkOfflineMessage, withSentMessage } from './chat-view';

const message = (id: string, conversationId = 'c1'): ChatMessage => ({
  id,
  conversationId,
  sender: 'player',
  operatorName: null,
  body: `line ${id}`,
  createdAt: '2025-01-01T10:00:00.000Z',
});
const conversation = (patch: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 'c1',
  status: 'open',
  operatorName: null,
  createdAt: '2025-01-01T09:00:00.000Z',
  messages: [message('m1')],
  ...patch,
});
const t = (key: string) => `<${key}>`;

describe('withSentMessage', () => {
  it('appends a sent message to the cached conversation it belongs to', () => {
    expect(withSentMessage({ conversation: conversation() }, message('m2'))).toEqual({
      conversation: conversation({ messages: [message('m1'), message('m2')] }),
    });
  });

  it('leaves the cache alone for another conversation, an empty cache or a message already there', () => {
    expect(withSentMessage({ conversation: conversation() }, message('m2', 'c2'))).toBeNull();
    expect(withSentMessage(undefined, message('m2'))).toBeNull();
    expect(withSentMessage({ conversation: null }, message('m2'))).toBeNull();
    expect(withSentMessage({ conversation: conversation() }, message('m1'))).toBeNull();
  });
});

describe('chatStatus', () => {
  it('offers the composer while the desk is online', () => {
    expect(chatStatus(null, true)).toEqual({
      isClosed: false,
      showComposer: true,
      operatorName: null,
    });
  });

  it('keeps the composer for an operator who took the chat after the desk went offline', () => {
    expect(chatStatus(conversation({ operatorName: 'Ana' }), false)).toEqual({
      isClosed: false,
      showComposer: true,
      operatorName: 'Ana',
    });
  });

  it('falls back to the offline form once the conversation is closed and nobody is on line', () => {
    expect(chatStatus(conversation({ operatorName: 'Ana', status: 'closed' }), false)).toEqual({
      isClosed: true,
      showComposer: false,
      operatorName: null,
    });
  });
});

describe('checkOfflineMessage', () => {
  it('asks a visitor for a name and an email besides the message', () => {
    const checked = checkOfflineMessage({ name: ' ', email: '', body: 'Hello' }, false, t);
    expect(checked.data).toBeNull();
    expect(Object.keys(checked.errors).sort()).toEqual(['email', 'name']);
    expect(checked.errors.email).toMatch(/^<chat\.errors\./);
  });

  it('sends only the message for a logged-in player, whatever the other fields hold', () => {
    expect(checkOfflineMessage({ name: '', email: 'nope', body: 'Hello' }, true, t)).toEqual({
      errors: {},
      data: { body: 'Hello' },
    });
  });

  it('sends a visitor message with its name and email when all are valid', () => {
    const checked = checkOfflineMessage(
      { name: 'Ana', email: 'ana@example.com', body: 'Hello' },
      false,
      t,
    );
    expect(checked).toEqual({
      errors: {},
      data: { name: 'Ana', email: 'ana@example.com', body: 'Hello' },
    });
  });

  it('names the empty message as the error of the message field', () => {
    const checked = checkOfflineMessage({ name: '', email: '', body: '' }, true, t);
    expect(checked.data).toBeNull();
    expect(Object.keys(checked.errors)).toEqual(['body']);
  });
});

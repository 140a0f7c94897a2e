/** The Chats tab's words (the back office is English only). */
export const chatStrings = {
  table: 'Live chats',
  statuses: { open: 'Open', closed: 'Closed' } as Record<string, string>,
  who: 'Who',
  visitor: 'Visitor',
  language: 'Language',
  lastMessage: 'Last message',
  waiting: 'Waiting',
  answered: 'Answered',
  owner: 'Assigned to',
  nobody: 'Nobody',
  live: 'On line: players can chat with you while this tab is open',
  offline: 'Not connected: players see the offline form. Reconnecting…',
  selectHint: 'Choose a chat to read and answer it.',
  empty: 'No chats.',
  conversation: 'Conversation',
  system: 'Orca',
  compose: 'Answer',
  composePlaceholder: 'Write an answer (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  assignToMe: 'Assign to me',
  close: 'Close chat',
  closed: 'This chat is closed.',
  required: 'Write an answer first',
  waitingFor: (ms: number) =>
    ms < 60_000
      ? `${Math.max(1, Math.round(ms / 1000))} s`
      : ms < 3_600_000
        ? `${Math.round(ms / 60_000)} min`
        : `${Math.round(ms / 3_600_000)} h`,
};

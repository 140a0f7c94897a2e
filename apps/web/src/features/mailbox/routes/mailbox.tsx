import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Panel } from '../../../components/ui/page';
import { TextField } from '../../../components/ui/field';
import { api, ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** Shows links as links, so a confirmation or reset mail can be followed from the demo mailbox. */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="mt-2 text-sm whitespace-pre-wrap text-slate-300">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all text-accent-400 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** The demo mailbox: with no SMTP server, mail waits in the outbox and is read here. */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState('');
  const mails = useQuery({
    queryKey: queryKeys.site.mailbox(to),
    queryFn: () =>
      api<Mail[]>('GET', `/demo/mailbox?limit=30${to ? `&to=${encodeURIComponent(to)}` : ''}`),
    refetchInterval: 5_000,
  });
  const isUnavailable = mails.error instanceof ApiError && mails.error.status === 404;
  return (
    <Page title={t('mailbox.title')} wide>
      <p className="mb-4 text-sm text-slate-400">{t('mailbox.text')}</p>
      <TextField
        label={t('mailbox.filter')}
        type="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        className="mb-6 max-w-sm"
      />
      {isUnavailable ? (
        <Panel>
          <p>{t('errors.demo_mode_only')}</p>
        </Panel>
      ) : (
        <ul className="space-y-3">
          {(mails.data ?? []).map((mail) => (
            <li key={mail.id}>
              <Panel>
                <p className="text-xs text-slate-400">
                  {formatDateTime(mail.createdAt, i18n.language)} · {mail.to}
                </p>
                <h2 className="mt-1 font-semibold text-white">{mail.subject}</h2>
                <MailText text={mail.text} />
              </Panel>
            </li>
          ))}
          {mails.data?.length === 0 && <p className="text-slate-400">{t('mailbox.empty')}</p>}
        </ul>
      )}
    </Page>
  );
}

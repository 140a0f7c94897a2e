import { SUPPORT_TICKET_STATUSES } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import { contactColumns } from './contact-columns';
import { ticketsQuery, TICKETS_PAGE_SIZE } from './contact-api';
import { TicketView, type Outcome } from './contact-ticket-view';
import { supportStrings } from './strings';

const s = supportStrings.contact;

/** The contact inbox: messages by status, searched and filtered by owner, with the chosen one beside the list. */
export function ContactMessagesTab() {
  const canReadPlayers = useCan('players.read');
  const [status, setStatus] = useState<string>('open');
  const [q, setQ] = useState('');
  const [assigned, setAssigned] = useState('anyone');
  const [offset, setOffset] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const tickets = useQuery(ticketsQuery({ status, q: q.trim(), assigned, offset }));

  const columns = useMemo(() => contactColumns(canReadPlayers), [canReadPlayers]);
  const counts = tickets.data?.counts;
  const total = tickets.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <div className="flex flex-wrap gap-1" role="group" aria-label={strings.common.status}>
          {SUPPORT_TICKET_STATUSES.map((value) => (
            <Button
              key={value}
              variant={status === value ? 'primary' : 'secondary'}
              aria-pressed={status === value}
              onClick={() => (setStatus(value), setOffset(0), setSelectedId(null))}
            >
              {s.countOf(s.statuses[value] ?? value, counts?.[value] ?? 0)}
            </Button>
          ))}
        </div>
        <div className="min-w-56 flex-1">
          <TextField
            label={s.search}
            placeholder={s.searchPlaceholder}
            maxLength={100}
            value={q}
            onChange={(event) => (setQ(event.target.value), setOffset(0))}
          />
        </div>
        <SelectField
          label={s.assigned}
          options={s.assignedOptions}
          value={assigned}
          onChange={(event) => (setAssigned(event.target.value), setOffset(0))}
        />
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_440px]">
        <div className="flex min-w-0 flex-col gap-2">
          {tickets.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {tickets.isError ? <Notice tone="error">{tickets.error.message}</Notice> : null}
          {tickets.data ? (
            <>
              <DataTable
                label={s.table}
                rows={tickets.data.items}
                columns={columns}
                rowId={(row) => row.id}
                selectedId={selectedId}
                onSelect={(row) => (setSelectedId(row.id), setOutcome(null))}
              />
              {total > TICKETS_PAGE_SIZE ? (
                <div className="flex items-center justify-end gap-2 text-sm text-slate-400">
                  <span>
                    {s.pageOf(offset + 1, Math.min(offset + TICKETS_PAGE_SIZE, total), total)}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - TICKETS_PAGE_SIZE))}
                  >
                    {s.previous}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={offset + TICKETS_PAGE_SIZE >= total}
                    onClick={() => setOffset(offset + TICKETS_PAGE_SIZE)}
                  >
                    {s.next}
                  </Button>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="min-w-0">
          <Panel>
            {selectedId ? (
              <TicketView
                key={selectedId}
                id={selectedId}
                canReadPlayers={canReadPlayers}
                onOutcome={setOutcome}
              />
            ) : (
              <p className="text-sm text-slate-400">{s.selectHint}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

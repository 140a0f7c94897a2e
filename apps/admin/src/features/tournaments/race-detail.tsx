import type { AdminTournament } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { cancelTournament } from './api';
import { RaceForm } from './race-form';
import { RaceStandings } from './race-standings';
import { isEditable, STATUS_TONES, utc } from './race-view';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.races;
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The open race: its status and window, edit and cancel while it has not started, then its standings. */
export function RaceDetail({
  race,
  onOutcome,
  onClose,
}: {
  race: AdminTournament;
  onOutcome: (outcome: Outcome) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelTournament(race.id),
    onSuccess: async (cancelled) => {
      onOutcome({ tone: 'success', text: s.cancelled(cancelled.title) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });
  return (
    <div className="flex flex-col gap-4">
      <Panel title={race.title}>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
          <span className={`font-semibold ${STATUS_TONES[race.status] ?? ''}`}>
            {s.statuses[race.status] ?? race.status}
          </span>
          <span>
            {utc(race.startsAt)} → {utc(race.endsAt)} UTC
          </span>
          <span className="ml-auto flex flex-wrap gap-2">
            {isEditable(race) ? (
              <>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  onClick={() => setEditing((v) => !v)}
                >
                  {s.edit}
                </Button>
                <Button
                  variant="danger"
                  className="px-3 py-1"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {s.cancel}
                </Button>
              </>
            ) : null}
            <Button variant="ghost" className="px-3 py-1" onClick={onClose}>
              {s.close}
            </Button>
          </span>
        </div>
        {!isEditable(race) && race.status !== 'cancelled' ? (
          <p className="mt-2 text-xs text-slate-400">{s.locked}</p>
        ) : null}
      </Panel>
      {isEditing ? (
        <RaceForm
          race={race}
          onDone={(text) => {
            setEditing(false);
            onOutcome({ tone: 'success', text });
          }}
        />
      ) : null}
      <RaceStandings race={race} />
    </div>
  );
}

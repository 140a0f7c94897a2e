import { zodResolver } from '@hookform/resolvers/zod';
import { SELF_EXCLUSION_FREEZE_HOURS, SelfExclusionRequestSchema } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useStartSelfExclusion } from '../api/self-exclusion';

type ExclusionForm = z.infer<typeof SelfExclusionRequestSchema>;

function ConfirmForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setPlayerSession } = useSession();
  const exclude = useStartSelfExclusion();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ExclusionForm>({
    resolver: zodResolver(SelfExclusionRequestSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const envelope = await exclude.mutateAsync(values.password);
      // The server has ended every session of this player, this one too: forget it here and say why.
      setPlayerSession(null);
      queryClient.removeQueries({ queryKey: queryKeys.player.all });
      toast({
        title: t('limits.exclusion.loggedOut'),
        description: envelope.info.message,
        variant: 'warning',
        durationMs: 0,
      });
      void navigate('/', { replace: true });
    } catch (error) {
      setFormError(applyApiError(error, setError, ['password'], t));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      <div className="rounded-lg border border-rose-400/50 bg-rose-950/40 p-3 text-sm text-rose-100">
        {t('limits.exclusion.confirmWarning', { hours: SELF_EXCLUSION_FREEZE_HOURS })}
      </div>
      <TextField
        label={t('limits.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, formState.errors.password?.message)}
        {...register('password')}
      />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('limits.exclusion.keepPlaying')}
        </Button>
        <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
          {t('limits.exclusion.confirm', { hours: SELF_EXCLUSION_FREEZE_HOURS })}
        </Button>
      </div>
    </form>
  );
}

/** Self-exclusion: a 24-hour freeze now, then a longer period chosen through the emailed link. Warned twice before it happens. */
export function SelfExclusionPanel() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Panel title={t('limits.exclusion.title')}>
      <div className="space-y-4 text-sm">
        <div
          role="note"
          className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-4 text-amber-100"
        >
          <p className="font-semibold">{t('limits.exclusion.warningTitle')}</p>
          <ul className="mt-2 list-inside list-disc space-y-1">
            <li>{t('limits.exclusion.point1', { hours: SELF_EXCLUSION_FREEZE_HOURS })}</li>
            <li>{t('limits.exclusion.point2')}</li>
            <li>{t('limits.exclusion.point3')}</li>
            <li>{t('limits.exclusion.point4')}</li>
          </ul>
        </div>
        <p className="text-slate-300">{t('limits.exclusion.help')}</p>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {t('limits.exclusion.start')}
        </Button>
      </div>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('limits.exclusion.dialogTitle')}
        closeLabel={t('common.close')}
      >
        <ConfirmForm onCancel={() => setIsOpen(false)} />
      </Dialog>
    </Panel>
  );
}

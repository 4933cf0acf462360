import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { addCreditsBodySchema, type AdminUser } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddCredits } from '../api/user-actions';
import { FormDialog } from './form-dialog';

/** A whole number of credits (at least 1) and a reason, written to the user's ledger. */
export function AddCreditsDialog({ user }: { user: AdminUser }) {
  const { t } = useTranslation('back-office-users');
  const add = useAddCredits(user.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const parsed = addCreditsBodySchema.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      description: reason,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return false;
    }
    try {
      const { balance } = await add.mutateAsync(parsed.data);
      toast.success(t('credits.done', { amount: parsed.data.amount, balance }));
      return true;
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(t('credits.failed'), { description: errorMessage(t, error) });
      return false;
    }
  };

  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Coins aria-hidden="true" />
          {t('actions.addCredits')}
        </Button>
      }
      title={t('credits.title')}
      description={t('credits.description', { name: user.name })}
      submitLabel={t('credits.submit')}
      busyLabel={t('credits.busy')}
      onOpen={() => {
        setAmount('');
        setReason('');
        setErrors({});
      }}
      onSubmit={submit}
    >
      <FormField
        id="add-credits-amount"
        label={t('credits.amount')}
        error={errors.amount && validationMessage(t, errors.amount)}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="add-credits-reason"
        label={t('credits.reason')}
        error={errors.description && validationMessage(t, errors.description)}
      >
        {(control) => (
          <Input {...control} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}

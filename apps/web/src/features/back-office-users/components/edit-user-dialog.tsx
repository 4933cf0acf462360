import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { updateAdminUserBodySchema, type AdminUser } from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useEditUser } from '../api/user-actions';
import { FormDialog } from './form-dialog';

/** Edit name and e-mail; the server keeps e-mails unique (EMAIL_TAKEN shows on the field). */
export function EditUserDialog({ user }: { user: AdminUser }) {
  const { t } = useTranslation('back-office-users');
  const edit = useEditUser(user.id);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const parsed = updateAdminUserBodySchema.safeParse({ name, email });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return false;
    }
    try {
      await edit.mutateAsync(parsed.data);
      toast.success(t('edit.done'));
      return true;
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : {});
      if ((error as { code?: string }).code === 'EMAIL_TAKEN') setErrors({ email: 'email_taken' });
      toast.error(t('edit.failed'), { description: errorMessage(t, error) });
      return false;
    }
  };

  const message = (field: string) =>
    errors[field] === 'email_taken'
      ? t('edit.emailTaken')
      : errors[field] && validationMessage(t, errors[field]);

  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {t('actions.edit')}
        </Button>
      }
      title={t('edit.title')}
      description={t('edit.description')}
      submitLabel={t('edit.submit')}
      busyLabel={t('edit.busy')}
      onOpen={() => {
        setName(user.name);
        setEmail(user.email);
        setErrors({});
      }}
      onSubmit={submit}
    >
      <FormField id="edit-user-name" label={t('edit.name')} error={message('name') || undefined}>
        {(control) => (
          <Input {...control} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        )}
      </FormField>
      <FormField id="edit-user-email" label={t('edit.email')} error={message('email') || undefined}>
        {(control) => (
          <Input
            {...control}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
    </FormDialog>
  );
}

import { Copy, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

interface SecretOnceProps {
  id: string;
  /** Every text already translated by the screen that shows the secret. */
  label: string;
  value: string;
  warningTitle: string;
  warning: string;
  copyLabel: string;
  copiedText: string;
  copyFailedText: string;
}

/**
 * A secret the server shows this once (an API token, a webhook's signing secret): read-only,
 * selected on focus, with Copy. The caller keeps it in component state only, so it is gone
 * once the screen closes (never in the query cache or the browser's storage).
 */
export function SecretOnce({
  id,
  label,
  value,
  warningTitle,
  warning,
  copyLabel,
  copiedText,
  copyFailedText,
}: SecretOnceProps) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => void toast.success(copiedText),
      () => void toast.error(copyFailedText),
    );
  return (
    <div className="grid gap-3">
      <Alert variant="info" role="status">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{warningTitle}</AlertTitle>
        <AlertDescription>
          <p>{warning}</p>
        </AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            readOnly
            // The one thing to do on this screen: focused and selected, ready to copy.
            autoFocus
            value={value}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {copyLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

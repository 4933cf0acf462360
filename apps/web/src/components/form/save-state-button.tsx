import type { ReactNode } from 'react';
import { Check, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Where a save stands: not yet, under way, done (the button stays disabled once saved). */
export type SaveState = 'idle' | 'saving' | 'saved';

interface SaveStateButtonProps {
  state: SaveState;
  onSave: () => void;
  /** Also disabled while what would be saved is not valid. */
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A studio result's Save button: its icon follows the save (save, spinner, check). */
export function SaveStateButton({ state, onSave, disabled, testId, children }: SaveStateButtonProps) {
  return (
    <Button
      type="button"
      onClick={onSave}
      disabled={state !== 'idle' || disabled}
      aria-busy={state === 'saving' || undefined}
      data-testid={testId}
    >
      {state === 'saving' ? (
        <Spinner />
      ) : state === 'saved' ? (
        <Check aria-hidden="true" />
      ) : (
        <Save aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}

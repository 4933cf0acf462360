import { useState } from 'react';
import type { Connection } from '@forja/contracts';
import { Card } from '@/components/ui/card';
import { PlatformCardHeader } from './platform-card-header';
import { WordPressConnected } from './wordpress-connected';
import { WordPressForm } from './wordpress-form';

type WordPressEntry = Extract<Connection, { platform: 'wordpress' }>;

/** Connected: who and where, with Test / Change / Disconnect. Not connected (or changing): the form. */
export function WordPressCard({ connection }: { connection: WordPressEntry | undefined }) {
  const [editing, setEditing] = useState(false);
  const display = connection?.connected ? connection.display : null;

  return (
    <Card>
      <PlatformCardHeader platform="wordpress" connected={!!display} />
      {display && !editing ? (
        <WordPressConnected
          display={display}
          connectedAt={connection?.connectedAt ?? null}
          onEdit={() => setEditing(true)}
        />
      ) : (
        <WordPressForm
          // A fresh form for each mode, so a cancelled edit leaves nothing behind.
          key={display ? 'edit' : 'new'}
          initial={display ? { url: display.siteUrl, username: display.username } : undefined}
          onConnected={() => setEditing(false)}
          onCancel={display ? () => setEditing(false) : undefined}
        />
      )}
    </Card>
  );
}

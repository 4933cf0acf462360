import type { GenerationRecord } from '@forja/contracts';

/* jsdom has no EventSource: this stand-in lets a test push events and failures by hand. */
export class EventSourceStub {
  static instances: EventSourceStub[] = [];
  static last(): EventSourceStub {
    const last = EventSourceStub.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }
  static reset(): void {
    EventSourceStub.instances = [];
  }

  readonly url: string;
  closed = false;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    EventSourceStub.instances.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** One unnamed `message` event carrying a record, as the server sends them. */
  emit(data: unknown): void {
    if (this.closed) return;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }

  /** The connection failed or the server closed it. */
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** A generation record for the follower's and the hook's tests. */
export function record(overrides: Partial<GenerationRecord> = {}): GenerationRecord {
  const now = new Date().toISOString();
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'article',
    provider: 'builtin',
    demo: true,
    status: 'queued',
    stage: null,
    percent: null,
    restarted: false,
    cost: 2,
    input: { idea: 'An idea that is long enough', title: 'A title' },
    output: null,
    error: null,
    startedAt: now,
    finishedAt: null,
    ...overrides,
  };
}

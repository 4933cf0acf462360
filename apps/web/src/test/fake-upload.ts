/*
 * XMLHttpRequest for upload tests (lib/upload-file.ts sends bytes with it to report progress;
 * mockFetch only answers fetch): each request is recorded and answered by `reply`, after one
 * progress event, on the next turn of the event loop.
 */
export interface FakeUploadRequest {
  method: string;
  url: string;
  body: Blob;
}

export class FakeUploadXhr {
  static requests: FakeUploadRequest[] = [];
  static reply: (request: FakeUploadRequest) => { status: number; body: unknown } = () => ({
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: 'no reply set' },
  });
  static reset() {
    FakeUploadXhr.requests = [];
  }

  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private method = '';
  private url = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: Blob) {
    const request = { method: this.method, url: this.url, body };
    FakeUploadXhr.requests.push(request);
    setTimeout(() => {
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: body.size,
        total: body.size,
      } as ProgressEvent);
      const { status, body: answer } = FakeUploadXhr.reply(request);
      this.status = status;
      this.responseText = JSON.stringify(answer);
      this.onload?.();
    }, 0);
  }
}

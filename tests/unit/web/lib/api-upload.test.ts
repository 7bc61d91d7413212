import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUploadWithProgress, NetworkError } from '../../../../web/src/lib/api.ts';

/** What a test makes the fake request do once it is sent. */
type Script = (xhr: FakeRequest) => void;

class FakeRequest {
  static script: Script = () => {};
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  sent: { method: string; path: string; body: unknown } | null = null;
  private method = '';
  private path = '';
  open(method: string, path: string) {
    this.method = method;
    this.path = path;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sent = { method: this.method, path: this.path, body };
    FakeRequest.script(this);
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

function upload(script: Script, progress = {}) {
  FakeRequest.script = script;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const form = new FormData();
  form.set('file', new Blob(['x']), 'a.jpg');
  return apiUploadWithProgress<{ media: { id: string } }>('/api/admin/media', form, progress);
}

describe('apiUploadWithProgress', () => {
  it('reports the share sent, then that the server has it all, then answers', async () => {
    const said: string[] = [];
    const answer = await upload(
      (xhr) => {
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        xhr.upload.onload?.();
        xhr.status = 201;
        xhr.responseText = JSON.stringify({ media: { id: 'm1' } });
        xhr.onload?.();
      },
      {
        onProgress: (f: number) => said.push(`sent ${f}`),
        onSent: () => said.push('processing'),
      },
    );
    expect(said).toEqual(['sent 0.25', 'sent 1', 'processing']);
    expect(answer).toEqual({ media: { id: 'm1' } });
  });

  it('turns a refusal into ApiError, with its wait', async () => {
    const refused = upload((xhr) => {
      xhr.status = 429;
      xhr.headers['retry-after'] = '5';
      xhr.responseText = JSON.stringify({
        error: { code: 'rate_limited', message: 'Wait for your earlier pictures.' },
      });
      xhr.onload?.();
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Wait for your earlier pictures.',
      retryAfterSeconds: 5,
    });
  });

  it('is a NetworkError when the server cannot be reached', async () => {
    await expect(upload((xhr) => xhr.onerror?.())).rejects.toBeInstanceOf(NetworkError);
  });
});

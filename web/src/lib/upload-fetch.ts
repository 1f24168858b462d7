/** Upload progress: how much of the request body has gone, from 0 to 1. */
type UploadProgressHandler = (fraction: number) => void;

export interface FetchWithProgressInit extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
}

/**
 * fetch, except that a request given `onUploadProgress` (in Apollo: `context.fetchOptions`) goes
 * through XMLHttpRequest, the one browser API that reports upload progress.
 */
export function fetchWithUploadProgress(input: RequestInfo | URL, init: FetchWithProgressInit = {}): Promise<Response> {
  const { onUploadProgress, ...options } = init;
  if (!onUploadProgress) return fetch(input, options);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', String(input));
    new Headers(options.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = options.credentials === 'include';
    xhr.upload.onprogress = (event) => event.lengthComputable && onUploadProgress(event.loaded / event.total);
    xhr.onload = () => {
      onUploadProgress(1);
      const headers = new Headers();
      xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)
        .filter(Boolean)
        .forEach((line) => {
          const [name, ...value] = line.split(': ');
          headers.append(name, value.join(': '));
        });
      resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.body as XMLHttpRequestBodyInit | null);
  });
}

// The JS a page fetched, summed from the Chrome DevTools Protocol's Network events the way
// Lighthouse counts it: every finished request of resource type Script, weighed by the bytes that
// crossed the wire (`encodedDataLength` of Network.loadingFinished: headers and body as served,
// compressed when the server compressed it).

/** The Network events read here, as CDP sends them (only the fields used). */
export type NetworkEvent =
  | {
      method: 'Network.requestWillBeSent';
      params: { requestId: string; type?: string; request: { url: string } };
    }
  | {
      method: 'Network.responseReceived';
      params: {
        requestId: string;
        type: string;
        response: { url: string; status: number; headers: Record<string, string>; encodedDataLength: number };
      };
    }
  | { method: 'Network.loadingFinished'; params: { requestId: string; encodedDataLength: number } };

export interface JsTransfer {
  url: string;
  status: number;
  /** The response's Content-Encoding ('identity' when it has none). */
  encoding: string;
  /** Headers and body as received. */
  transferBytes: number;
  /** The body as received (compressed when it was): its Content-Length, else the transfer less the response's headers. */
  bodyBytes: number;
}

export interface JsTransfers {
  requests: JsTransfer[];
  transferBytes: number;
  bodyBytes: number;
  /** Script requests that never finished (failed, cancelled, or still loading): not counted. */
  unfinished: string[];
}

function header(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** Sums the page's JS requests from its Network events (any other event is ignored), in the order they finished. */
export function jsTransfers(events: readonly NetworkEvent[]): JsTransfers {
  const scripts = new Map<
    string,
    { url: string; response?: Extract<NetworkEvent, { method: 'Network.responseReceived' }>['params'] }
  >();
  const requests: JsTransfer[] = [];
  for (const event of events) {
    switch (event.method) {
      case 'Network.requestWillBeSent':
        // A redirect reuses the request id: the script is the request's last URL.
        if (event.params.type === 'Script') scripts.set(event.params.requestId, { url: event.params.request.url });
        break;
      case 'Network.responseReceived':
        if (event.params.type === 'Script')
          scripts.set(event.params.requestId, { url: event.params.response.url, response: event.params });
        break;
      case 'Network.loadingFinished': {
        const script = scripts.get(event.params.requestId);
        if (!script?.response) break;
        scripts.delete(event.params.requestId);
        const { response } = script.response;
        const transferBytes = event.params.encodedDataLength;
        requests.push({
          url: script.url,
          status: response.status,
          encoding: header(response.headers, 'content-encoding') ?? 'identity',
          transferBytes,
          bodyBytes: Number(header(response.headers, 'content-length') ?? transferBytes - response.encodedDataLength),
        });
        break;
      }
    }
  }
  const sum = (key: 'transferBytes' | 'bodyBytes') => requests.reduce((total, request) => total + request[key], 0);
  return {
    requests,
    transferBytes: sum('transferBytes'),
    bodyBytes: sum('bodyBytes'),
    unfinished: [...scripts.values()].map((script) => script.url),
  };
}

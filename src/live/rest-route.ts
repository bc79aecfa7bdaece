// Where each call goes over A2A's HTTP+JSON binding: an HTTP method and a path below the
// interface's URL (1.0: a2a.proto's google.api.http rules; 0.3: the same under /v1, as
// @a2a-js/sdk 0.3.14's RestTransport sends them). Kept apart from the binding (rest.ts), which
// loads only with a run that speaks HTTP+JSON, so a panel can name a call before any is made.
import type { A2aVersion } from '../adapters/shared/rpc-codec';
import type { CallParams } from '../core/wire';

/** A call's HTTP method and path below the interface's URL. */
export function restRoute(
  version: A2aVersion,
  params: CallParams,
  encode: (id: string) => string = encodeURIComponent,
): { method: 'GET' | 'POST' | 'DELETE'; path: string } {
  const prefix = version === '0.3' ? '/v1' : '';
  const task = 'taskId' in params ? encode(params.taskId) : '';
  switch (params.method) {
    case 'send':
      return { method: 'POST', path: `${prefix}/message:send` };
    case 'stream':
      return { method: 'POST', path: `${prefix}/message:stream` };
    case 'get':
      return { method: 'GET', path: `${prefix}/tasks/${task}` };
    case 'cancel':
      return { method: 'POST', path: `${prefix}/tasks/${task}:cancel` };
    case 'resubscribe':
      // 1.0's proto binds SubscribeToTask to GET; 0.3's SDK client POSTs, and its server takes both.
      return {
        method: version === '1.0' ? 'GET' : 'POST',
        path: `${prefix}/tasks/${task}:subscribe`,
      };
    case 'set-push-config':
      return { method: 'POST', path: `${prefix}/tasks/${task}/pushNotificationConfigs` };
    case 'list-push-configs':
      return { method: 'GET', path: `${prefix}/tasks/${task}/pushNotificationConfigs` };
    case 'get-push-config':
    case 'delete-push-config':
      return {
        method: params.method === 'get-push-config' ? 'GET' : 'DELETE',
        path: `${prefix}/tasks/${task}/pushNotificationConfigs/${encode(params.configId)}`,
      };
  }
}

import { ApiError } from '../../../core/http';
import { LoadError } from '../../../ui/LoadError';

/**
 * A record the server would not give: its words (a refusal, a person of no institute) as they
 * come; "Try again" only for a failure that may pass (the network, the server).
 */
export function Refusal(props: { error: unknown; onRetry: () => void }) {
  const lasting =
    props.error instanceof ApiError && props.error.status >= 400 && props.error.status < 500;
  return <LoadError error={props.error} onRetry={lasting ? undefined : props.onRetry} />;
}

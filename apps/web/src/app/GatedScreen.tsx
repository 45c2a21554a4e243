import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { Refusal, ScreenRoute } from '../core/manifest';
import { useScreenVerdict } from '../features/permissions';
import { ScreenGate } from '../ui/ScreenGate';

const NOT_PERMITTED: Refusal = {
  message: 'You do not have permission to open this page.',
  back: { label: 'Go to home', to: '/' },
};

/** `Screen` behind the gate its route declares: the verdict comes from features/permissions. */
export function gatedScreen(route: ScreenRoute, Screen: ComponentType): ComponentType {
  const { access } = route;
  function Gated() {
    const params = useParams();
    const verdict = useScreenVerdict(
      access,
      access.groupParam ? params[access.groupParam] : undefined,
    );
    return (
      <ScreenGate
        verdict={verdict}
        heading={route.gate?.heading ?? route.title}
        refusal={route.gate?.refusal ?? NOT_PERMITTED}
      >
        <Screen />
      </ScreenGate>
    );
  }
  Gated.displayName = `Gated(${route.path || 'index'})`;
  return Gated;
}

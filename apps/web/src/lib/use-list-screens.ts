import { useEffect, useRef, useState } from 'react';

type ListScreen = { kind: 'list' };

/**
 * A Settings tab that shows its list, or one of its forms in the list's place (Brand kits,
 * API, Webhooks). Back on the list (Cancel, Done), the keyboard goes on from the list's first
 * control (`firstControl`: its New button), not from the page's top.
 */
export function useListScreens<S extends { kind: string }>() {
  const [screen, setScreen] = useState<S | ListScreen>({ kind: 'list' });
  const firstControl = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  const toList = () => {
    cameBack.current = true;
    setScreen({ kind: 'list' });
  };
  useEffect(() => {
    if (screen.kind === 'list' && cameBack.current) firstControl.current?.focus();
  }, [screen]);
  return { screen, show: setScreen as (screen: S) => void, toList, firstControl };
}

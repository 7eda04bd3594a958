import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadTrafficCharts } from './load-traffic-charts.ts';
import type { TrafficChartsProps } from './traffic-charts.tsx';

type State =
  | { status: 'loading' }
  | { status: 'ready'; Charts: ComponentType<TrafficChartsProps> }
  | { status: 'failed' };

/**
 * Loads the chart chunk on mount (a dynamic import, so ECharts is not in the page's first chunk) and
 * tells whether it is loading, ready or failed, with a retry for a chunk that did not arrive.
 */
export function useTrafficCharts() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadTrafficCharts().then(
      (m) => live && setState({ status: 'ready', Charts: m.default }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}

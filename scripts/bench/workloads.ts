// The workloads the benchmark times, each identical to one in bench_reference.py and named by the
// key the reference prints its figure under. Inputs are built once, outside the timed runs.
import { runAdmission } from './admission';
import { runDelegation } from './delegation';
import { benchDirectory, runDiscovery } from './discovery';
import { syntheticCallers, syntheticCards } from './synthetic';

export interface Workload {
  readonly id: string;
  readonly title: string;
  /** The key of the matching figure in bench_reference.py's output. */
  readonly referenceKey: string;
  /** Builds the inputs and returns one whole timed run. */
  readonly prepare: () => () => { readonly ops: number };
}

export const WORKLOADS: readonly Workload[] = [
  {
    id: 'admission',
    title: 'admission verdicts (100 callers × 1,000 cards)',
    referenceKey: 'admission_checks_per_s (100 callers x 1000 cards)',
    prepare: () => {
      const cards = syntheticCards(1000);
      const callers = syntheticCallers(100);
      return () => runAdmission(callers, cards, 'verdicts');
    },
  },
  {
    id: 'admission-reasons',
    title: 'admission with every reason worded (same)',
    referenceKey: 'admission_checks_per_s (100 callers x 1000 cards)',
    prepare: () => {
      const cards = syntheticCards(1000);
      const callers = syntheticCallers(100);
      return () => runAdmission(callers, cards, 'reasons');
    },
  },
  {
    id: 'discovery',
    title: 'discovery over 10,000 cards (20 callers, tag t3; visible cards)',
    referenceKey: 'discover_over_10k_cards_per_s',
    prepare: () => {
      const directory = benchDirectory(syntheticCards(10_000));
      const callers = syntheticCallers(100).slice(0, 20);
      return () => runDiscovery(directory, callers, ['t3']);
    },
  },
  {
    id: 'delegation',
    title: 'streamed delegation + kernel→ACP→kernel (2,000)',
    referenceKey: 'streamed_delegation_plus_acp_roundtrip_per_s',
    prepare: () => () => runDelegation(2000),
  },
];

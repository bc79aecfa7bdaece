// `npm run example`: the reference's eight-section walk through the bank example, every line
// computed by the core and the adapters. Compare with `python3 /work/shared/reference/solution.py`.
import { pathToFileURL } from 'node:url';
import { admissionSection, discoverySection } from './example/admission-sections';
import {
  cancellationSection,
  inputRequiredSection,
  pushSection,
  streamSection,
} from './example/engine-sections';
import { cardSection, kernelSection } from './example/wire-sections';

/** The example's output, one string per line. */
export function runExample(): string[] {
  const streamed = streamSection();
  const sections = [
    discoverySection(),
    admissionSection(),
    streamed.lines,
    inputRequiredSection(),
    cancellationSection(),
    pushSection(),
    kernelSection(streamed.task),
    cardSection(),
  ];
  return sections.flatMap((lines, i) => (i === 0 ? lines : ['', ...lines]));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(runExample().join('\n'));
}

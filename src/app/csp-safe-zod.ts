// Imported first by main.tsx. Zod compiles fast object parsers with `new Function` and probes for
// that ability on first use; under the app's CSP (no 'unsafe-eval') the probe is refused and the
// browser reports a violation. Jitless mode never probes, so the app runs without violations.
import { z } from 'zod';

z.config({ jitless: true });

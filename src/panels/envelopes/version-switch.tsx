// A2A 0.3 or 1.0: the session's wire version, the same setting as the Lifecycle transcript's.
import { RadioGroup } from '../../components/radio-group';
import { useWorkbench, type WireVersion } from '../../store';
import { useSessionActions } from '../../store/session-actions';

const VERSIONS: ReadonlyArray<{ value: WireVersion; label: string }> = [
  { value: '0.3', label: 'A2A 0.3' },
  { value: '1.0', label: 'A2A 1.0' },
];

export function VersionSwitch() {
  const version = useWorkbench((s) => s.session.setup.wireVersion);
  const session = useSessionActions();
  return (
    <RadioGroup
      legend="A2A version"
      compact
      options={VERSIONS}
      value={version}
      onChange={(wireVersion) => session.configure({ wireVersion })}
    />
  );
}

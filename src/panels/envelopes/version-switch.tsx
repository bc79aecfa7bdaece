// A2A 0.3 or 1.0: the session's wire version, the same setting as the Lifecycle transcript's.
import { useId } from 'react';
import { RadioOptions } from '../../components/radio-options';
import { useWorkbench, useWorkbenchActions, type WireVersion } from '../../store';

const VERSIONS: ReadonlyArray<{ value: WireVersion; label: string }> = [
  { value: '0.3', label: 'A2A 0.3' },
  { value: '1.0', label: 'A2A 1.0' },
];

export function VersionSwitch() {
  const name = useId();
  const version = useWorkbench((s) => s.session.setup.wireVersion);
  const { session } = useWorkbenchActions();
  return (
    <fieldset className="envelopes-switch">
      <legend className="visually-hidden">A2A version</legend>
      <RadioOptions
        name={name}
        options={VERSIONS}
        value={version}
        onChange={(wireVersion) => session.configure({ wireVersion })}
        optionClassName="envelopes-switch-option"
      />
    </fieldset>
  );
}

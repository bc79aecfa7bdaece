// One row of radio buttons in the Lifecycle panel's style (setup mode, wire version, events
// shown). The caller wraps it in its own fieldset and legend.
export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

export function RadioOptions<T extends string>({
  name,
  options,
  value,
  onChange,
}: {
  readonly name: string;
  readonly options: ReadonlyArray<RadioOption<T>>;
  readonly value: T;
  readonly onChange: (value: T) => void;
}) {
  return (
    <div className="lifecycle-radio-group">
      {options.map((option) => (
        <label key={option.value} className="lifecycle-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

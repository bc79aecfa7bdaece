// The three forms side by side: A2A · kernel · ACP. One field hovered or focused in any column
// lights up its partners in the other two.
import { useState } from 'react';
import type { Envelopes } from './envelopes';
import type { KernelField } from './correspondence';
import { Column } from './column';
import { KernelFields } from './kernel-fields';
import { RoundTrip } from './round-trip';
import { WireJson } from './wire-json';

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function Columns({ envelopes }: { readonly envelopes: Envelopes }) {
  const [active, setActive] = useState<KernelField | undefined>();
  const { a2a, acp, kernel } = envelopes;
  const a2aName = `A2A ${a2a.version}`;
  const shared = { active, onActivate: setActive };
  return (
    <div className="envelopes-columns">
      <Column
        title={`${a2aName} task`}
        className="envelopes-column-a2a"
        copy={() => pretty(a2a.task)}
        filename={`a2a-${a2a.version}-task.json`}
        source={
          <>
            The engine&apos;s task encoded directly (<code>encodeTask</code>): every message, id and
            timestamp.{' '}
            {a2a.readsAsKernel
              ? 'The kernel reads it as the middle column.'
              : 'The kernel reads it differently from the middle column.'}
          </>
        }
      >
        <RoundTrip
          form={a2aName}
          calls="decodeKernelTask(encodeKernelTask(k))"
          readBack={a2a.readBack}
          kernel={kernel}
          {...shared}
        />
        <WireJson
          document={a2a.version === '0.3' ? 'a2a-0.3' : 'a2a-1.0'}
          doc={a2a.task}
          label={`${a2aName} task JSON`}
          form={a2aName}
          loss={a2a.loss}
          {...shared}
        />
      </Column>

      <Column
        title="Kernel task"
        className="envelopes-column-kernel"
        copy={() => pretty(kernel)}
        filename="kernel-task.json"
        source={
          <>
            <code>taskToKernel</code> keeps the first input&apos;s text, the artifacts&apos; text
            and merged data, the chain and the artifact names; message ids, the agent&apos;s status
            messages, timestamps and artifact ids stay behind.
          </>
        }
      >
        <KernelFields
          kernel={kernel}
          losses={[
            { form: a2aName, loss: a2a.loss },
            { form: 'ACP', loss: acp.loss },
          ]}
          {...shared}
        />
      </Column>

      <Column
        title="ACP run"
        className="envelopes-column-acp"
        copy={() => pretty(acp.run)}
        filename="acp-run.json"
        source={
          <>
            The kernel task as a run (<code>encodeRun</code>); what ACP cannot say rides in the
            run&apos;s metadata. Only the create request carries the input.
          </>
        }
      >
        <RoundTrip
          form="ACP"
          calls="decodeRun(encodeRun(k))"
          readBack={acp.readBack}
          kernel={kernel}
          {...shared}
        />
        <h3 className="envelopes-doc-title">Run</h3>
        <WireJson
          document="acp-run"
          doc={acp.run}
          label="ACP run JSON"
          form="ACP"
          loss={acp.loss}
          {...shared}
        />
        <h3 className="envelopes-doc-title">Create request (POST /runs)</h3>
        <WireJson
          document="acp-request"
          doc={acp.request}
          label="ACP create request JSON"
          form="ACP"
          {...shared}
        />
      </Column>
    </div>
  );
}

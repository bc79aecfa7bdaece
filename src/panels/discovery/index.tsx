// The discovery panel: what the selected caller would be shown when it asks the directory for
// agents, narrowed by skill tags, and, for the reviewer only, what was held back and why.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ChangeMark } from '../../components/change-mark';
import { InfoIcon } from '../../components/icons';
import { TagInput } from '../../components/tag-input';
import { SelectField } from '../../components/select-field';
import {
  discoveryFor,
  selectCallerIds,
  selectSelectedCaller,
  useWorkbench,
  useWorkbenchActions,
} from '../../store';
import { selectBaseline } from '../../store/review/baseline';
import { listingChanges } from '../../store/review/comparison';
import { HiddenList } from './hidden-list';
import { allSkillTags } from './skill-match';
import { VisibleList } from './visible-list';
import './discovery.css';

export default function DiscoveryPanel() {
  const caller = useWorkbench(selectSelectedCaller);
  const callerIds = useWorkbench(useShallow(selectCallerIds));
  const { selectCaller } = useWorkbenchActions();
  const suggestions = useWorkbench(useShallow((s) => allSkillTags(s.workspace.cards)));
  const [tags, setTags] = useState<string[]>([]);
  const discovery = useWorkbench((s) =>
    caller === undefined ? undefined : discoveryFor(s.workspace, caller.agentId, tags),
  );
  const trust = useWorkbench((s) => s.cardTrust);
  const signatureRule = useWorkbench((s) => s.workspace.policy.requireTrustedSignature === true);
  const baseline = useWorkbench(selectBaseline);
  const listing = useWorkbench((s) =>
    baseline === undefined || caller === undefined
      ? undefined
      : listingChanges(baseline.workspace, s.workspace, caller.agentId, tags),
  );

  return (
    <div className="discovery">
      <p className="discovery-principle">
        <InfoIcon />
        <span>
          <strong>Filter before you list.</strong> Discovery leaves out every card this caller may
          not use, so that card's description never enters the caller's model context. The hidden
          cards are shown here to you, the reviewer, with every reason; the caller never sees them.
        </span>
      </p>
      {caller === undefined || discovery === undefined ? (
        <p className="discovery-empty">
          There are no callers. Add one in the <a href="#/callers">Callers panel</a> to see what it
          may discover.
        </p>
      ) : (
        <>
          <div className="discovery-controls">
            {/* The choice is the store's selection, so admission and the matrix follow it. */}
            <SelectField
              label="Caller"
              className="discovery-caller"
              value={caller.agentId}
              options={callerIds}
              onChange={selectCaller}
            />
            <TagInput
              label="Skill tags"
              itemName="tag"
              values={tags}
              onChange={setTags}
              suggestions={suggestions}
              emptyText="No tags: every card the caller may use is listed."
              placeholder="e.g. compliance"
              hint="A card is listed when one of its skills carries any of these tags."
            />
          </div>
          {baseline !== undefined && listing?.callerKnown === false && (
            <p className="discovery-baseline-note">
              <ChangeMark glyph="added">new caller</ChangeMark> {caller.agentId} did not exist in
              the {baseline.label}, so there is no earlier listing to compare with.
            </p>
          )}
          <div className="discovery-columns">
            <VisibleList
              visible={discovery.visible}
              tags={tags}
              callerId={caller.agentId}
              trust={trust}
              signatureRule={signatureRule}
              {...(listing === undefined ? {} : { newly: listing.newlyListed })}
            />
            <HiddenList
              hidden={discovery.hidden}
              {...(listing === undefined ? {} : { newly: listing.newlyHidden })}
            />
          </div>
        </>
      )}
    </div>
  );
}

// The Review panel: reviews over time. The workspace's fingerprint, recording a review, the
// baseline every panel compares with, what changed since it, past reviews (each can be opened
// read-only), and the evidence to hand over, as reviewed or as now: the review report and the
// Cedar policy set.
import { useState } from 'react';
import { BaselinePicker } from './baseline-picker';
import { ChangesDetail } from './changes-detail';
import { Evidence } from './evidence';
import { FingerprintStatus } from './fingerprint-status';
import { LiveCards } from './live-cards';
import { RecordForm } from './record-form';
import { ReviewList } from './review-list';
import { ReviewView } from './review-view';
import './review.css';

export default function ReviewPanel() {
  const [opened, setOpened] = useState<string>();
  return (
    <div className="review">
      <p className="review-intro">
        A review signs off the workspace as it is: its fingerprint, who, when and a note. Later,
        every panel marks what changed since; the report and the Cedar export carry the policy to
        people and platforms that were not here, either as reviewed or as the workspace is now.
      </p>
      <div className="review-layout">
        <div className="review-column">
          <FingerprintStatus />
          <RecordForm />
          <BaselinePicker />
        </div>
        <div className="review-column">
          {opened !== undefined && <ReviewView id={opened} onClose={() => setOpened(undefined)} />}
          <ChangesDetail />
          <LiveCards />
          <ReviewList opened={opened} onOpen={setOpened} />
          <Evidence />
        </div>
      </div>
    </div>
  );
}

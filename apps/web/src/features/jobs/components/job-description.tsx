import type { TJobUpdate } from '@jobflow/contract';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { RichTextView } from '@/ui/rich-text-view';
import { SectionPanel } from '@/ui/section-panel';
import { useDelayedSave } from '@/ui/use-delayed-save';

export type JobDescriptionProps = {
  description: string | null;
  readOnly: boolean;
  /** Editor height from the options (spec 1 section 9: 350). */
  height: number;
  onSave: (body: TJobUpdate) => unknown;
};

/** The job's description: the rich-text editor for staff, saved about 1 s after it loses focus. */
export function JobDescription({ description, readOnly, height, onSave }: JobDescriptionProps) {
  const save = useDelayedSave((html) => onSave({ description: html || null }));
  return (
    <SectionPanel id="job-description" title="DESCRIPTION">
      {readOnly ? (
        <RichTextView html={description} empty="No description." />
      ) : (
        <RichTextEditor
          label="Job description"
          placeholder="Describe the job: goals, deliverables, links…"
          initialValue={description}
          height={height}
          onReady={save.ready}
          onChange={save.change}
          onFocus={save.focus}
          onBlur={save.blur}
        />
      )}
    </SectionPanel>
  );
}

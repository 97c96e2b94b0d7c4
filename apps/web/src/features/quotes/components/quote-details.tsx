import { useState } from 'react';
import { ActionIcon, Checkbox, Group, Input, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { formatDate, type TQuote, type TQuoteUpdate } from '@jobflow/contract';
import { useOpenJobs } from '@/lib/open-jobs';
import { useOptions } from '@/lib/session';
import { AutoTextarea } from '@/ui/auto-textarea';
import { Link } from '@/ui/link';
import { SectionPanel } from '@/ui/section-panel';
import { useDelayedSave } from '@/ui/use-delayed-save';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useTeamOptions } from '../api/get-team';
import { priceTierLabel } from './quote-lines';

export type QuoteDetailsProps = {
  quote: TQuote;
  onSave: (body: TQuoteUpdate) => Promise<unknown>;
};

/** A text field saved about 1 s after it loses focus, only when it changed (like the inline edits). */
function DelayedText({ label, value, multiline, maxLength, onSave }: { label: string; value: string | null; multiline?: boolean; maxLength: number; onSave: (value: string | null) => unknown }) {
  const [text, setText] = useState(value ?? '');
  const save = useDelayedSave((next) => onSave(next.trim() ? next.trim() : null));
  // The value as first shown: later edits are compared with it.
  useState(() => save.ready(value ?? ''));
  const common = {
    label,
    value: text,
    maxLength,
    onChange: (e: { currentTarget: { value: string } }) => {
      setText(e.currentTarget.value);
      save.change(e.currentTarget.value);
    },
    onFocus: save.focus,
    onBlur: save.blur,
  };
  return multiline ? <AutoTextarea {...common} minRows={4} maxRows={10} /> : <TextInput {...common} />;
}

/**
 * The quote's fields (spec 2 "Quote detail"): client, related job with its link, manager and
 * client PO save as soon as they change; the price tier comes from the client; 'Hide hours
 * in quote' saves immediately; the note saves about 1 s after it loses focus.
 */
export function QuoteDetails({ quote, onSave }: QuoteDetailsProps) {
  const options = useOptions();
  const team = useTeamOptions();
  const clients = options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));
  const openJobs = useOpenJobs(quote.client_id);
  const clientJobs = openJobs.jobs.map((j) => ({ value: String(j.id), label: j.name }));
  // The quote's job is listed even when the open jobs do not hold it (a job completed since).
  if (quote.job && !clientJobs.some((j) => j.value === String(quote.job_id))) clientJobs.unshift({ value: String(quote.job.id), label: quote.job.name });
  const managers = [...(team.data ?? [])];
  if (quote.manager && !managers.some((m) => m.value === String(quote.manager_id))) managers.unshift({ value: String(quote.manager.id), label: quote.manager.full_name });

  // The tick shows at once; the server's answer decides afterwards.
  const [hideHours, setHideHours] = useState<boolean | null>(null);
  const onHideHours = (checked: boolean) => {
    setHideHours(checked);
    void onSave({ hide_hours: checked }).finally(() => setHideHours(null));
  };

  const onClient = (value: string | null) => {
    if (!value || Number(value) === quote.client_id) return;
    const clientId = Number(value);
    // A job belongs to one client (the server holds to it): the quote leaves the old client's.
    void onSave({ client_id: clientId, ...(quote.job_id !== null ? { job_id: null } : {}) });
  };

  return (
    <SectionPanel id="quote-details" title="DETAILS">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Select
            label="Client"
            data={clients}
            value={String(quote.client_id)}
            onChange={onClient}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No clients found"
            comboboxProps={{ withinPortal: true }}
          />
          <Group gap={6} align="flex-end" wrap="nowrap">
            <Select
              label="Related job"
              placeholder={openJobs.loading ? 'Loading jobs…' : clientJobs.length ? 'No job' : 'This client has no jobs'}
              data={clientJobs}
              value={quote.job_id ? String(quote.job_id) : null}
              onChange={(value) => void onSave({ job_id: value ? Number(value) : null })}
              clearable
              searchable
              disabled={clientJobs.length === 0}
              nothingFoundMessage="No jobs found"
              comboboxProps={{ withinPortal: true }}
              style={{ flex: 1, minWidth: 0 }}
            />
            {quote.job ? (
              <MouseTooltip label={`Open job ${quote.job.job_no}`}>
                <ActionIcon component={Link} to={`/job/${quote.job.id}`} variant="default" size={36} aria-label={`Open job ${quote.job.job_no}`}>
                  <IconExternalLink size={16} stroke={1.6} />
                </ActionIcon>
              </MouseTooltip>
            ) : null}
          </Group>
          <Select
            label="Manager"
            placeholder="No manager"
            data={managers}
            value={quote.manager_id ? String(quote.manager_id) : null}
            onChange={(value) => void onSave({ manager_id: value ? Number(value) : null })}
            clearable
            searchable
            nothingFoundMessage="No team members found"
            comboboxProps={{ withinPortal: true }}
          />
          <DelayedText key={`po-${quote.id}`} label="Client PO" value={quote.client_po} maxLength={128} onSave={(client_po) => onSave({ client_po })} />
          <Input.Wrapper label="Price tier" description="From the client">
            <Text size="sm" fw={500} mt={4} data-testid="quote-price-tier">
              {priceTierLabel(quote.price_tier)}
            </Text>
          </Input.Wrapper>
          <Input.Wrapper label="Created">
            <Text size="sm" fw={500} mt={4} className="tabular">
              {formatDate(quote.created_at)}
            </Text>
          </Input.Wrapper>
        </SimpleGrid>
        <DelayedText key={`note-${quote.id}`} label="Note" value={quote.note} multiline maxLength={10_000} onSave={(note) => onSave({ note })} />
        <Checkbox
          label="Hide hours in quote"
          description="The PDF shows time lines without their hours and rates."
          checked={hideHours ?? quote.hide_hours}
          onChange={(e) => onHideHours(e.currentTarget.checked)}
        />
      </Stack>
    </SectionPanel>
  );
}

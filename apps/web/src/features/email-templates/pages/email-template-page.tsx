import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Input, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EMAIL_PLACEHOLDERS, type TEmailTemplate } from '@jobflow/contract';
import { notifySuccessThrottled } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { BackLink } from '@/ui/back-link';
import { InlineEdit } from '@/ui/inline-edit';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useEmailTemplate } from '../api/get-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { TemplatePreview } from '../components/template-preview';
import classes from '../components/template-editor.module.css';

const EDITOR_HEIGHT = 450;
const UPDATED = 'Template updated';

type TValues = { from_name: string; from_email: string; email_subject: string; email_body: string };

const valuesOf = (t: TEmailTemplate): TValues => ({
  from_name: t.from_name,
  from_email: t.from_email,
  email_subject: t.email_subject,
  email_body: t.email_body,
});

function TemplateEditor({ template }: { template: TEmailTemplate }) {
  const update = useUpdateEmailTemplate();
  const [values, setValues] = useState<TValues>(() => valuesOf(template));
  const [saved, setSaved] = useState<TValues>(() => valuesOf(template));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const body = useRef<HTMLTextAreaElement>(null);
  const dirty = (Object.keys(values) as (keyof TValues)[]).some((k) => values[k] !== saved[k]);

  const set = (key: keyof TValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field drops its message.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const field = (key: Exclude<keyof TValues, 'email_body'>) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const saveName = async (name: string) => {
    await update.mutateAsync({ id: template.id, name });
    notifySuccessThrottled(`email-template-${template.id}`, UPDATED);
  };

  /** Puts a placeholder where the cursor is in the body (or at its end). */
  const insert = (placeholder: string) => {
    const el = body.current;
    const at = el ? el.selectionStart : values.email_body.length;
    const end = el ? el.selectionEnd : at;
    const next = values.email_body.slice(0, at) + placeholder + values.email_body.slice(end);
    set('email_body', next);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(at + placeholder.length, at + placeholder.length);
    });
  };

  const onSave = async () => {
    if (update.isPending) return;
    const checked = await validateForm((s) => s.ZEmailTemplateInputSchema, { name: template.name, ...values });
    setErrors(checked.errors);
    if (!checked.success) return;
    const { name: _name, ...changes } = checked.data;
    try {
      const next = await update.mutateAsync({ id: template.id, ...changes });
      // The server sanitises the body: show what was stored.
      setValues(valuesOf(next));
      setSaved(valuesOf(next));
      notifySuccessThrottled(`email-template-${template.id}`, UPDATED);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <div style={{ flex: 1, minWidth: 0 }}>
          <InlineEdit
            value={template.name}
            label="Template name"
            onSave={saveName}
            maxLength={255}
            fz="var(--mantine-h2-font-size)"
            fw={600}
            renderValue={(name) => (
              <Title order={2} fz="h2">
                {name}
              </Title>
            )}
          />
        </div>
        <Group gap="sm" wrap="nowrap">
          {dirty ? (
            <Text size="sm" c="dimmed">
              Unsaved changes
            </Text>
          ) : null}
          <Button type="submit" form="email-template-form" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Group>
      {/* Enter in a field saves, as the Save button above does (UI.md) */}
      <Paper
        component="form"
        id="email-template-form"
        aria-label="Email template"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void onSave();
        }}
        withBorder
        radius="md"
        p="lg"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="From name" withAsterisk maxLength={255} {...field('from_name')} />
            <TextInput label="From email" type="email" withAsterisk maxLength={255} {...field('from_email')} />
          </SimpleGrid>
          <TextInput label="Subject" withAsterisk maxLength={255} {...field('email_subject')} />
          <Input.Wrapper
            label="Placeholders"
            description="Replaced in the subject and body when the mail is sent; click one to insert it in the body."
          >
            <Group gap={6} mt={6}>
              {EMAIL_PLACEHOLDERS.map((p) => (
                <MouseTooltip key={p} label="Insert in the body">
                  <UnstyledButton onClick={() => insert(p)} aria-label={`Insert ${p}`}>
                    <Text component="span" className={classes.placeholder} px={6} py={2} bg="gray.1" bdrs="sm">
                      {p}
                    </Text>
                  </UnstyledButton>
                </MouseTooltip>
              ))}
            </Group>
          </Input.Wrapper>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Textarea
                ref={body}
                label="HTML body"
                value={values.email_body}
                onChange={(e) => set('email_body', e.currentTarget.value)}
                error={errors.email_body}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                classNames={{ input: classes.code }}
                styles={{ input: { height: EDITOR_HEIGHT } }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Input.Wrapper label="Preview" description={undefined}>
                <TemplatePreview html={values.email_body} height={EDITOR_HEIGHT} />
              </Input.Wrapper>
            </Grid.Col>
          </Grid>
          {template.slug ? (
            <Alert variant="light" color="gray" icon={<IconAlertCircle size={18} />}>
              {`Jobflow sends this template as its ${template.slug === 'welcome' ? 'invitation' : 'password reset'} mail.`}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function EditorSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the template">
      <Skeleton height={28} width="40%" />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={EDITOR_HEIGHT} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** One email template: inline-editable name, sender, subject and the HTML body with a live preview. */
export function EmailTemplatePage() {
  const { templateId } = useParams();
  const id = Number(templateId);
  const template = useEmailTemplate(id);
  return (
    <Stack gap="sm">
      <BackLink name="email template" to="/settings/email-templates" />
      {template.data && template.isFetchedAfterMount ? (
        <TemplateEditor key={template.data.id} template={template.data} />
      ) : template.isError ? (
        <Text c="dimmed">This template could not be loaded.</Text>
      ) : (
        <EditorSkeleton />
      )}
    </Stack>
  );
}

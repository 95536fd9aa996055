"use client";

import { useRef } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Card } from "@/components/ui/card";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useResetOnServerChange } from "@/components/ui/use-reset-on-server-change";
import { fieldError, type ActionResult } from "@/lib/action-result";
import { SETTING_LABELS } from "@/lib/content/setting-labels";
import { ColorField } from "./color-field";
import { LogoPicker, type LogoOption } from "./logo-picker";
import { SocialLinksEditor } from "./social-links-editor";

type ThemeColors = { primary: string; accent: string; background: string; text: string };

export type SettingsValues = {
  name: string;
  tagline: string;
  logoImageId: string | null;
  themeColors: ThemeColors;
  socialLinks: { label: string; url: string }[];
  seoTitle: string;
  seoDescription: string;
};

const COLORS: { key: keyof ThemeColors; label: string }[] = [
  { key: "primary", label: SETTING_LABELS["themeColors.primary"] },
  { key: "accent", label: SETTING_LABELS["themeColors.accent"] },
  { key: "background", label: SETTING_LABELS["themeColors.background"] },
  { key: "text", label: SETTING_LABELS["themeColors.text"] },
];

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  settings: SettingsValues;
  logoOptions: LogoOption[];
  /** Viewers see the same form, disabled and without a save button. */
  editable: boolean;
};

export function SettingsForm({ action, settings, logoOptions, editable }: Props) {
  const fields = useRef<HTMLFieldSetElement>(null);
  useResetOnServerChange(fields, settings);
  return (
    <ActionForm action={action}>
      {({ result }) => (
        <fieldset ref={fields} disabled={!editable} className="space-y-6">
          <legend className="sr-only">Site settings</legend>
          <Card title="Identity">
            <div className="space-y-4">
              <TextField label={SETTING_LABELS.name} name="name" defaultValue={settings.name} required maxLength={80} error={fieldError(result, "name")} />
              <TextField label={SETTING_LABELS.tagline} name="tagline" defaultValue={settings.tagline} maxLength={160} hint="A short line shown under the name." error={fieldError(result, "tagline")} />
              <LogoPicker options={logoOptions} defaultValue={settings.logoImageId} error={fieldError(result, "logoImageId")} disabled={!editable} />
            </div>
          </Card>
          <Card title="Theme colours">
            <div className="grid gap-4 sm:grid-cols-2">
              {COLORS.map(({ key, label }) => (
                <ColorField key={key} label={label} name={`themeColors.${key}`} defaultValue={settings.themeColors[key]} error={fieldError(result, `themeColors.${key}`)} disabled={!editable} />
              ))}
            </div>
          </Card>
          <Card title={SETTING_LABELS.socialLinks}>
            <SocialLinksEditor defaultValue={settings.socialLinks} result={result} disabled={!editable} />
          </Card>
          <Card title="Search engines">
            <div className="space-y-4">
              <TextField
                label={SETTING_LABELS.seoTitle}
                name="seoTitle"
                defaultValue={settings.seoTitle}
                maxLength={70}
                hint="Used when a page has no SEO title of its own (at most 70 characters)."
                error={fieldError(result, "seoTitle")}
              />
              <TextAreaField
                label={SETTING_LABELS.seoDescription}
                name="seoDescription"
                defaultValue={settings.seoDescription}
                maxLength={160}
                rows={3}
                hint="Shown by search engines under the title (at most 160 characters)."
                error={fieldError(result, "seoDescription")}
              />
            </div>
          </Card>
          {editable && <SubmitButton>Save settings</SubmitButton>}
        </fieldset>
      )}
    </ActionForm>
  );
}

// 系统布局设置: theme colour (default #1890ff, applied through the design tokens' CSS variables), the tags
// view on or off, a fixed header, the sidebar logo. Kept in this browser's localStorage by the settings atom.
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { changeSettingAtom, DEFAULT_SETTINGS, settingsAtom } from '@zhiyuan/domain';
import { Button, Checkbox, Dialog, Label } from '@zhiyuan/ui';
import { shellMessages as t } from '../messages.ts';

export interface SettingsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SettingsPanel({ open, onOpenChange }: SettingsPanelProps) {
  const settings = useAtomValue(settingsAtom);
  const change = useSetAtom(changeSettingAtom);
  const colourId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.settings}
      description={t.settingsNote}
      width={360}
    >
      <div className="flex flex-col gap-4" data-testid="settings-panel">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={colourId}>{t.themeColor}</Label>
          <div className="flex items-center gap-2">
            <input
              id={colourId}
              type="color"
              value={settings.theme}
              className="h-8 w-12 cursor-pointer rounded border border-border bg-transparent"
              onChange={(event) => change({ key: 'theme', value: event.target.value })}
            />
            <span className="font-mono text-xs text-muted-foreground">{settings.theme}</span>
          </div>
        </div>
        {settings.theme !== DEFAULT_SETTINGS.theme && (
          <Button
            variant="link"
            className="self-end"
            onClick={() => change({ key: 'theme', value: DEFAULT_SETTINGS.theme })}
          >
            {t.resetTheme}
          </Button>
        )}
        <Checkbox
          label={t.tagsViewSetting}
          checked={settings.tagsView}
          onCheckedChange={(checked) => change({ key: 'tagsView', value: checked === true })}
        />
        <Checkbox
          label={t.fixedHeader}
          checked={settings.fixedHeader}
          onCheckedChange={(checked) => change({ key: 'fixedHeader', value: checked === true })}
        />
        <Checkbox
          label={t.sidebarLogo}
          checked={settings.sidebarLogo}
          onCheckedChange={(checked) => change({ key: 'sidebarLogo', value: checked === true })}
        />
      </div>
    </Dialog>
  );
}

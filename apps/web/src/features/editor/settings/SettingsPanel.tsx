import { gridShape, headerLetters, RECOMMENDED_IMAGE_SIZES } from '@bingo/core';
import { SegmentedField } from '../../../ui/fields/SegmentedField.tsx';
import { SwitchField } from '../../../ui/fields/SwitchField.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useEditor } from '../EditorContext.tsx';
import { ImageField } from '../images/ImageField.tsx';
import { PanelSection } from '../PanelSection.tsx';

/** What appears on the card besides the squares: title, free space, header row, footer. */
export function SettingsPanel() {
  const { card, setSettings, setStyle } = useEditor();
  const settings = card.cardSettings;
  const ninetyBall = card.cardGrid === 9;
  const { columns } = gridShape(card.cardGrid);
  return (
    <div className="space-y-0 sm:space-y-4 sm:pt-4 lg:pt-0">
      <PanelSection title="Title">
        <SwitchField
          label="Show the title on the card"
          checked={settings.showTitle}
          onCheckedChange={(showTitle) => setSettings({ showTitle })}
        />
      </PanelSection>

      <PanelSection
        title="Free space"
        description={
          ninetyBall ? '90 ball tickets have no free space.' : 'The middle square everyone gets for free.'
        }
      >
        <SwitchField
          label="Free space in the middle"
          checked={settings.freeSpace && !ninetyBall}
          disabled={ninetyBall}
          onCheckedChange={(freeSpace) => setSettings({ freeSpace })}
        />
        {settings.freeSpace && !ninetyBall ? (
          <>
            <SegmentedField
              label="Free space shows"
              value={settings.freeSpaceType}
              options={[
                { value: 'text', label: 'Text' },
                { value: 'image', label: 'Picture' },
              ]}
              onValueChange={(freeSpaceType) => setSettings({ freeSpaceType })}
            />
            {settings.freeSpaceType === 'text' ? (
              <TextField
                label="Free space text"
                value={settings.freeSpaceText}
                maxLength={60}
                onValueChange={(freeSpaceText) => setSettings({ freeSpaceText })}
              />
            ) : (
              <ImageField
                label="Free space picture"
                value={card.cardStyle.freeSpaceImg}
                recommended={RECOMMENDED_IMAGE_SIZES.freeSpace}
                onChange={(freeSpaceImg) => setStyle({ freeSpaceImg })}
              />
            )}
          </>
        ) : null}
      </PanelSection>

      <PanelSection title="Header row" description="Letters above each column, like B I N G O.">
        <SwitchField
          label="Show the header row"
          checked={settings.headerVisibility}
          onCheckedChange={(headerVisibility) => setSettings({ headerVisibility })}
        />
        {settings.headerVisibility ? (
          <TextField
            label="Header letters"
            value={settings.headerText}
            maxLength={60}
            hint={`Separate with commas, one per column (${columns} columns): ${headerLetters(
              settings,
              columns,
            )
              .map((l) => l || '–')
              .join(' ')}`}
            onValueChange={(headerText) => setSettings({ headerText })}
          />
        ) : null}
      </PanelSection>

      <PanelSection title="Footer" description="A line at the bottom, e.g. your school or event name.">
        <SwitchField
          label="Show a footer"
          checked={settings.footerVisiblity}
          onCheckedChange={(footerVisiblity) => setSettings({ footerVisiblity })}
        />
        {settings.footerVisiblity ? (
          <TextField
            label="Footer text"
            value={settings.footerText}
            maxLength={200}
            placeholder="e.g. Sunnyside Care Home · Friday Bingo"
            onValueChange={(footerText) => setSettings({ footerText })}
          />
        ) : null}
      </PanelSection>
    </div>
  );
}

import { RECOMMENDED_IMAGE_SIZES } from '@bingo/core';
import { Circle, Square } from 'lucide-react';
import { SegmentedField } from '../../../ui/fields/SegmentedField.tsx';
import { percent, pixels } from '../../../ui/fields/SliderField.tsx';
import { SwitchField } from '../../../ui/fields/SwitchField.tsx';
import { useEditor } from '../EditorContext.tsx';
import { ImageField } from '../images/ImageField.tsx';
import { BackgroundImageControls } from './BackgroundImageControls.tsx';
import { StyleAlign, StyleColor, StyleFont, StyleSlider, StyleWeight } from './styleFields.tsx';

// The parts of the style inside the playing area: header row, squares, item text, free space.

export function HeaderSection() {
  return (
    <>
      <StyleColor field="headerBgColor" label="Header colour" />
      <StyleColor field="headerTextColor" label="Letter colour" />
      <StyleFont field="headerFont" label="Header font" />
      <StyleWeight field="headerFontWeight" label="Header weight" />
      <BackgroundImageControls
        area="headerBg"
        label="Header picture"
        recommended={RECOMMENDED_IMAGE_SIZES.headerBackground}
      />
    </>
  );
}

export function GridSection() {
  const { card, setStyle } = useEditor();
  const s = card.cardStyle;
  return (
    <>
      <SegmentedField
        label="Square shape"
        value={s.gridType}
        options={[
          { value: 'square', label: 'Square', icon: <Square /> },
          { value: 'circle', label: 'Circle', icon: <Circle /> },
        ]}
        onValueChange={(gridType) => setStyle({ gridType })}
      />
      <SegmentedField
        label="Corners"
        value={s.gridCorners}
        options={[
          { value: 'square', label: 'Sharp' },
          { value: 'rounded', label: 'Grid' },
          { value: 'roundedCell', label: 'Soft' },
          { value: 'roundedXlCell', label: 'Round' },
        ]}
        onValueChange={(gridCorners) => setStyle({ gridCorners })}
      />
      <StyleSlider field="gridGap" label="Space between squares" min={0} max={24} format={pixels} />
      <SegmentedField
        label="Square colours"
        value={s.gridColors}
        options={[
          { value: 'single', label: 'One colour' },
          { value: 'multicolored', label: 'Alternating' },
        ]}
        onValueChange={(gridColors) => setStyle({ gridColors })}
      />
      <div className="grid grid-cols-2 gap-3">
        <StyleColor
          field="gridColorOdd"
          label={s.gridColors === 'single' ? 'Square colour' : 'Odd squares'}
        />
        {s.gridColors === 'multicolored' ? <StyleColor field="gridColorEven" label="Even squares" /> : null}
      </div>
      <StyleSlider
        field="gridCellOpacity"
        label="Square opacity"
        min={0}
        max={1}
        step={0.05}
        format={percent}
      />
      <div className="grid grid-cols-2 gap-3">
        <StyleColor field="gridBorderColor" label="Line colour" />
        <StyleSlider field="gridBorderWeight" label="Line thickness" min={0} max={8} format={pixels} />
      </div>
      <BackgroundImageControls
        area="gridBg"
        label="Grid picture"
        recommended={RECOMMENDED_IMAGE_SIZES.gridBackground}
      />
    </>
  );
}

export function ItemsSection() {
  const { card, setStyle } = useEditor();
  return (
    <>
      <StyleFont field="itemFont" label="Item font" />
      <StyleWeight field="itemFontWeight" label="Item weight" />
      <StyleColor field="textColor" label="Item colour" />
      <StyleAlign field="textAlign" label="Item alignment" />
      <StyleSlider field="maxFontSize" label="Largest text size" min={8} max={72} format={pixels} />
      <SwitchField
        label="Fit pictures inside squares"
        description="Off: pictures fill the square and may be cropped."
        checked={card.cardStyle.resizeImageFitTocell}
        onCheckedChange={(resizeImageFitTocell) => setStyle({ resizeImageFitTocell })}
      />
    </>
  );
}

export function FreeSpaceSection() {
  const { card, update } = useEditor();
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <StyleColor field="freeSpaceColor" label="Free space colour" />
        <StyleColor field="freeSpaceTextColor" label="Free space text" />
      </div>
      <ImageField
        label="Free space picture"
        value={card.cardStyle.freeSpaceImg}
        recommended={RECOMMENDED_IMAGE_SIZES.freeSpace}
        onChange={(freeSpaceImg) =>
          // A new picture is meant to be seen: show it instead of the free space text.
          update((c) => ({
            ...c,
            cardStyle: { ...c.cardStyle, freeSpaceImg },
            cardSettings: { ...c.cardSettings, freeSpaceType: freeSpaceImg.value ? 'image' : 'text' },
          }))
        }
      />
    </>
  );
}

import { RECOMMENDED_IMAGE_SIZES } from '@bingo/core';
import { pixels } from '../../../ui/fields/SliderField.tsx';
import { useEditor } from '../EditorContext.tsx';
import { ImageField } from '../images/ImageField.tsx';
import { BackgroundImageControls } from './BackgroundImageControls.tsx';
import { StyleAlign, StyleColor, StyleFont, StyleSlider, StyleWeight } from './styleFields.tsx';

// The parts of the style that frame the grid: page background, border and logo, title, footer.

export function BackgroundSection() {
  return (
    <>
      <StyleColor field="cardBgColor" label="Background colour" />
      <BackgroundImageControls
        area="cardBg"
        label="Background picture"
        recommended={RECOMMENDED_IMAGE_SIZES.cardBackground}
      />
    </>
  );
}

export function FrameSection() {
  const { card, setStyle } = useEditor();
  return (
    <>
      <StyleSlider field="cardCorner" label="Card corners" min={0} max={60} format={pixels} />
      <StyleSlider field="cardBorderWeight" label="Border thickness" min={0} max={12} format={pixels} />
      {card.cardStyle.cardBorderWeight > 0 ? (
        <StyleColor field="cardBorderColor" label="Border colour" />
      ) : null}
      <ImageField
        label="Logo"
        value={card.cardStyle.cardLogo}
        recommended={RECOMMENDED_IMAGE_SIZES.logo}
        onChange={(cardLogo) => setStyle({ cardLogo })}
      />
    </>
  );
}

export function TitleSection() {
  return (
    <>
      <StyleFont field="titleFont" label="Title font" />
      <StyleWeight field="titleFontWeight" label="Title weight" />
      <StyleSlider field="titleFontSize" label="Title size" min={12} max={72} format={pixels} />
      <StyleColor field="titleColor" label="Title colour" />
      <StyleAlign field="titleTextAlign" label="Title alignment" />
    </>
  );
}

export function FooterSection() {
  return (
    <>
      <StyleFont field="footerFont" label="Footer font" />
      <StyleSlider field="footerFontSize" label="Footer size" min={8} max={32} format={pixels} />
      <StyleColor field="footerTextColor" label="Footer colour" />
      <StyleAlign field="footerTextAlign" label="Footer alignment" />
    </>
  );
}

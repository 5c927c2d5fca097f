// The TTF files the PDF renderer embeds, served by Vite as hashed assets (one import per face,
// because Vite only rewrites static import specifiers). Keys are core's fontFilePath() values.

import atkinsonHyperlegibleRegular from '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf?url';
import atkinsonHyperlegibleBold from '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf?url';
import bangersRegular from '@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf?url';
import caveatRegular from '@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf?url';
import caveatBold from '@expo-google-fonts/caveat/700Bold/Caveat_700Bold.ttf?url';
import fredokaRegular from '@expo-google-fonts/fredoka/400Regular/Fredoka_400Regular.ttf?url';
import fredokaBold from '@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf?url';
import interRegular from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interBold from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import loraRegular from '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf?url';
import loraBold from '@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf?url';
import nunitoRegular from '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf?url';
import nunitoBold from '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf?url';
import pacificoRegular from '@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf?url';
import permanentMarkerRegular from '@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf?url';
import playfairDisplayRegular from '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf?url';
import playfairDisplayBold from '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf?url';
import poppinsRegular from '@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf?url';
import poppinsBold from '@expo-google-fonts/poppins/700Bold/Poppins_700Bold.ttf?url';
import robotoSlabRegular from '@expo-google-fonts/roboto-slab/400Regular/RobotoSlab_400Regular.ttf?url';
import robotoSlabBold from '@expo-google-fonts/roboto-slab/700Bold/RobotoSlab_700Bold.ttf?url';

export const FONT_FILE_URLS: Readonly<Record<string, string>> = {
  '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf': interRegular,
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf': interBold,
  '@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf': poppinsRegular,
  '@expo-google-fonts/poppins/700Bold/Poppins_700Bold.ttf': poppinsBold,
  '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf': nunitoRegular,
  '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf': nunitoBold,
  '@expo-google-fonts/fredoka/400Regular/Fredoka_400Regular.ttf': fredokaRegular,
  '@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf': fredokaBold,
  '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf': loraRegular,
  '@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf': loraBold,
  '@expo-google-fonts/roboto-slab/400Regular/RobotoSlab_400Regular.ttf': robotoSlabRegular,
  '@expo-google-fonts/roboto-slab/700Bold/RobotoSlab_700Bold.ttf': robotoSlabBold,
  '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf': playfairDisplayRegular,
  '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf': playfairDisplayBold,
  '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf':
    atkinsonHyperlegibleRegular,
  '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf':
    atkinsonHyperlegibleBold,
  '@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf': caveatRegular,
  '@expo-google-fonts/caveat/700Bold/Caveat_700Bold.ttf': caveatBold,
  '@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf': pacificoRegular,
  '@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf': permanentMarkerRegular,
  '@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf': bangersRegular,
};

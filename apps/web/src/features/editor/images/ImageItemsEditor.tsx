import { RECOMMENDED_IMAGE_SIZES, uploadHint } from '@bingo/core';
import { ImagePlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { cn } from '../../../ui/cn.ts';
import { newImageItem } from '../../cards/itemFactory.ts';
import { MAX_ITEMS } from '../content/itemListOps.ts';
import { useItemList } from '../content/useItemList.ts';
import { useEditor } from '../EditorContext.tsx';
import { PanelSection } from '../PanelSection.tsx';
import { FilePickButton } from './FilePickButton.tsx';
import { ImageItemTile } from './ImageItemTile.tsx';
import { UploadProgressBar } from './UploadProgressBar.tsx';
import { useImageUpload } from './useImageUpload.ts';

/** The pictures of an image or combo card: bulk upload (button or drop), captions, order. */
export function ImageItemsEditor() {
  const { card } = useEditor();
  const items = card.cardItems.imageItems;
  const list = useItemList('imageItems');
  const { upload, progress, busy } = useImageUpload();
  const [dragOver, setDragOver] = useState(false);

  const addFiles = useCallback(
    async (files: File[]) => {
      const room = MAX_ITEMS - items.length;
      const images = await upload(files.slice(0, Math.max(room, 0)));
      list.append(images.map((image) => newImageItem(image.url)));
    },
    [upload, list.append, items.length],
  );

  const replace = useCallback(
    async (id: string, file: File) => {
      const [image] = await upload([file]);
      if (image) list.changeItem(id, { imageURi: image.url, uploaded: true });
    },
    [upload, list.changeItem],
  );

  return (
    <PanelSection
      title="Pictures"
      description="Each picture goes in its own square. Add a caption if you like."
    >
      <section
        aria-label="Upload pictures"
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragOver(false);
          void addFiles(Array.from(e.dataTransfer.files));
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition',
          dragOver ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-7 text-brand-500" />
        <FilePickButton
          multiple
          onFiles={addFiles}
          disabled={busy}
          variant="primary"
          size="md"
          testId="upload-images-input"
        >
          Upload pictures
        </FilePickButton>
        <p className="text-xs text-slate-500">
          Or drop them here. {uploadHint(RECOMMENDED_IMAGE_SIZES.item)}
        </p>
      </section>
      {progress ? <UploadProgressBar progress={progress} /> : null}
      {items.length > 0 ? (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Pictures">
          {items.map((item, index) => (
            <ImageItemTile
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              onChange={list.changeItem}
              onMoveBy={list.moveBy}
              onRemove={list.removeItem}
              onReplace={replace}
              busy={busy}
            />
          ))}
        </ol>
      ) : null}
    </PanelSection>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import { uploadImage } from './api';
import { contentStrings } from './strings';

const s = contentStrings.editor;

type Image = { imageId: string | null; imageUrl: string | null };

/** The entry's image: uploaded at once (the entry keeps only its id), shown, and removable. */
export function EntryImageField({
  imageId,
  imageUrl,
  onChange,
}: Image & { onChange: (image: Image) => void }) {
  const [imageNote, setImageNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    null,
  );
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) => {
      onChange({ imageId: image.id, imageUrl: image.url });
      setImageNote({ tone: 'success', text: s.uploaded });
    },
    onError: (error) => setImageNote({ tone: 'error', text: messageOf(error) }),
  });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-400">{s.image}</p>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          className="max-h-40 w-auto self-start rounded-lg border border-ink-700"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label className="cursor-pointer rounded-lg bg-ink-700 px-4 py-2 text-sm text-white hover:bg-ink-600">
          {s.uploadImage}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
        </label>
        {imageId ? (
          <Button variant="ghost" onClick={() => onChange({ imageId: null, imageUrl: null })}>
            {s.removeImage}
          </Button>
        ) : null}
      </div>
      {imageNote ? <Notice tone={imageNote.tone}>{imageNote.text}</Notice> : null}
    </div>
  );
}

import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { SafeImage, imageNotAvailable } from "../../components/safe-image";
import { WishlistToggle } from "./product-detail-wishlist";
import styles from "./product-detail.module.css";

/** Spec §9: 4 thumbnails, a More button when there are over 3 images, zoom 2x. */
export const GALLERY_THUMBNAILS = 4;
export const GALLERY_MORE_AFTER = 3;
export const GALLERY_ZOOM = 2;

const IMAGE_SIZE = 600;

/**
 * The product's pictures: the main image with a 2x zoom toggle (panned by the pointer while zoomed),
 * up to four thumbnails, a More button opening a dialog with every image, and the wishlist toggle.
 */
export function ProductGallery({ productId, name, images }: { productId: number; name: string; images: readonly string[] }) {
  const pictures = images.length > 0 ? images : [imageNotAvailable];
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const [showAll, setShowAll] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const current = Math.min(selected, pictures.length - 1);
  const describe = (index: number) => `${name}, image ${index + 1} of ${pictures.length}`;

  function choose(index: number) {
    setSelected(index);
    setZoomed(false);
    setOrigin("50% 50%");
  }

  function pan(event: PointerEvent<HTMLDivElement>) {
    if (!zoomed) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }

  return (
    <section className={styles.gallery} aria-label={`${name} pictures`}>
      <div className={styles.stage} data-zoomed={zoomed || undefined} onPointerMove={pan}>
        <SafeImage
          key={pictures[current]}
          className={styles.mainImage}
          src={pictures[current] ?? imageNotAvailable}
          alt={describe(current)}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          // The page's largest picture (its LCP): fetched before the scripts.
          fetchPriority={current === 0 ? "high" : "auto"}
          style={zoomed ? { transform: `scale(${GALLERY_ZOOM})`, transformOrigin: origin } : undefined}
        />
        <div className={styles.stageActions}>
          <button type="button" className={styles.iconButton} aria-pressed={zoomed} onClick={() => setZoomed((on) => !on)}>
            <ZoomIcon zoomed={zoomed} />
            <span className="visually-hidden">Zoom image</span>
          </button>
          <WishlistToggle productId={productId} />
        </div>
      </div>
      {pictures.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Choose an image">
          {pictures.slice(0, GALLERY_THUMBNAILS).map((src, index) => (
            <li key={`${src}-${index}`}>
              <button type="button" className={styles.thumbnail} aria-pressed={index === current} onClick={() => choose(index)}>
                <SafeImage src={src} alt="" width={80} height={80} />
                <span className="visually-hidden">{`Show image ${index + 1} of ${pictures.length}`}</span>
              </button>
            </li>
          ))}
          {pictures.length > GALLERY_MORE_AFTER ? (
            <li>
              <button ref={moreRef} type="button" className={styles.more} aria-haspopup="dialog" onClick={() => setShowAll(true)}>
                More
                <span className="visually-hidden"> images ({pictures.length})</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {showAll ? (
        <AllImagesDialog
          name={name}
          images={pictures}
          current={current}
          onChoose={(index) => {
            choose(index);
            setShowAll(false);
          }}
          onClose={() => setShowAll(false)}
          returnFocus={moreRef}
        />
      ) : null}
    </section>
  );
}

/** Every picture in a real modal dialog: focus moves in, Escape closes it, focus returns to More. */
function AllImagesDialog({
  name,
  images,
  current,
  onChoose,
  onClose,
  returnFocus,
}: {
  name: string;
  images: readonly string[];
  current: number;
  onChoose: (index: number) => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = returnFocus.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, [returnFocus]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="product-images-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id="product-images-title" className={styles.dialogTitle}>
          All images ({images.length})
        </h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <ul className={styles.dialogGrid}>
        {images.map((src, index) => (
          <li key={`${src}-${index}`}>
            <button type="button" className={styles.dialogImage} aria-pressed={index === current} onClick={() => onChoose(index)}>
              <SafeImage src={src} alt="" width={280} height={280} loading="lazy" />
              <span className="visually-hidden">{`Show image ${index + 1} of ${images.length} of ${name}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}

function ZoomIcon({ zoomed }: { zoomed: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4M8 11h6" />
      {zoomed ? null : <path d="M11 8v6" />}
    </svg>
  );
}

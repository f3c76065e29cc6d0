import { type AdminProduct, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import { useRef, useState } from "react";
import adminStyles from "../../components/admin/admin.module.css";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleAction } from "../../lib/console-form";
import styles from "./admin-catalogue.module.css";

/** The product's images in order (first is the main one): reorder, remove, add a path, upload. */
export function ImageEditor({
  product,
  images,
  errors,
  onChange,
  onUploaded,
}: {
  product: AdminProduct | null;
  images: string[];
  errors: Record<string, string>;
  onChange: (images: string[]) => void;
  onUploaded: (product: AdminProduct) => void;
}) {
  const [path, setPath] = useState("");
  const uploading = useConsoleAction();
  const fileRef = useRef<HTMLInputElement>(null);
  const imageErrors = Object.entries(errors).filter(([key]) => key === "images" || key.startsWith("images."));
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  // What went wrong is said by the file field.
  const uploadError = uploading.notice?.tone === "error" ? uploading.notice.text : undefined;
  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    uploading.setNotice(null);
    if (!product) return;
    if (!file) return uploading.setNotice({ tone: "error", text: productAdminMessages.imageRequired });
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return uploading.setNotice({ tone: "error", text: productAdminMessages.imageTooLarge });
    const form = new FormData();
    form.append("image", file);
    await uploading.run(() => adminRequest<AdminProduct>(`products/${product.id}/images`, { method: "POST", form }), {
      failure: "Could not upload the image",
      done: (result) => {
        onUploaded(result);
        if (fileRef.current) fileRef.current.value = "";
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="product-images">
      <h2 id="product-images" className={styles.sectionTitle}>
        Images
      </h2>
      <p className={styles.hint}>The first image is the main one on the card and the product page. Reordering or removing takes effect when you save.</p>
      {imageErrors.map(([key, message]) => (
        <p key={key} className={styles.fieldError} role="alert">
          {key === "images" ? message : `Image ${Number(key.split(".")[1]) + 1}: ${message}`}
        </p>
      ))}
      {images.length === 0 ? <p className={styles.hint}>No images: the shop shows “Image Not Available”.</p> : null}
      <ol className={styles.images} data-field="images">
        {images.map((image, index) => (
          <li key={`${image}-${index}`} className={styles.image}>
            <img src={image} alt={index === 0 ? "Main view" : `View ${index + 1}`} loading="lazy" />
            <p className={styles.imagePath}>{image}</p>
            <div className={styles.imageActions}>
              {index > 0 ? (
                <button type="button" className={adminStyles.buttonSecondary} onClick={() => move(index, index - 1)}>
                  Move up<span className="visually-hidden"> image {index + 1}</span>
                </button>
              ) : null}
              <button type="button" className={adminStyles.buttonSecondary} onClick={() => onChange(images.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> image {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.upload}>
        <TextField label="Add an image by its path on this site" name="imagePath" value={path} onChange={(e) => setPath(e.currentTarget.value)} placeholder="/images/products/…" />
        <button
          type="button"
          className={adminStyles.buttonSecondary}
          onClick={() => {
            if (path.trim()) onChange([...images, path.trim()]);
            setPath("");
          }}
        >
          Add path
        </button>
      </div>
      {product ? (
        <div className={styles.upload}>
          <TextField
            label="Upload an image"
            name="image"
            type="file"
            ref={fileRef}
            accept={PRODUCT_IMAGE_TYPES.join(",")}
            hint="JPEG, PNG or WebP, up to 5 MB. It is added last, at once."
            error={uploadError}
          />
          <button type="button" className={adminStyles.buttonSecondary} onClick={() => void upload()} disabled={uploading.busy}>
            {uploading.busy ? "Uploading…" : "Upload image"}
          </button>
        </div>
      ) : (
        <p className={styles.hint}>Create the product first; then you can upload images for it.</p>
      )}
    </section>
  );
}

import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

/** The picture shown in place of any image that fails to load (spec: "Image Not Available"). */
export const imageNotAvailable = "/images/placeholder/image-not-available.svg";

export type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "onError"> & {
  src: string;
  alt: string;
  /** Required so the browser reserves the space before the file arrives: nothing shifts. */
  width: number;
  height: number;
};

/**
 * An <img> that swaps itself for the "Image Not Available" placeholder when its file fails.
 * A server-rendered image can fail before React has attached onError, so the check also runs
 * once on mount: a finished image with no pixels is a failed one.
 */
export function SafeImage({ src, alt, ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const failed = failedSrc === src;

  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute("src") === src) setFailedSrc(src);
  }, [src]);

  return (
    <img
      ref={ref}
      {...rest}
      src={failed ? imageNotAvailable : src}
      alt={failed && alt ? `${alt} (image not available)` : alt}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}

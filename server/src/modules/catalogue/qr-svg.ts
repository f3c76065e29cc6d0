import { encode } from "uqr";

/**
 * A QR code as a small SVG: one path of horizontal runs of dark modules, with the four-module quiet
 * zone the standard asks for. Made on the server (uqr, no dependencies of its own), so the page that
 * shows it needs no script and no library in the browser (decision 051).
 */
export function qrSvg(text: string): string {
  const { data } = encode(text, { ecc: "M", border: 0 });
  const quiet = 4;
  const size = data.length + quiet * 2;
  let path = "";
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x + quiet} ${y + quiet}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}

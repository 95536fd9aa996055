import sharp from "sharp";

type Palette = { from: string; to: string; accent: string };

/** A landscape-like picture drawn from shapes, so the demo needs no downloaded photos. */
function sceneSvg(width: number, height: number, { from, to, accent }: Palette, seed: number) {
  const hills = [0.55, 0.68, 0.8].map((level, i) => {
    const y = Math.round(height * level);
    const peak = Math.round(width * ((seed * (i + 3) * 37) % 100) / 100);
    return `<path d="M0 ${y} Q ${peak} ${y - height * 0.25} ${width} ${y + 10 * i} L ${width} ${height} L 0 ${height} Z" fill="${accent}" fill-opacity="${0.35 + i * 0.2}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.09)}" fill="#fff7d6" fill-opacity="0.9"/>
    ${hills.join("\n")}
  </svg>`;
}

export const DEMO_IMAGES = [
  { key: "hero", name: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky", caption: "Sunrise over the hills", palette: { from: "#f6b26b", to: "#fde9c9", accent: "#35524a" } },
  { key: "studio", name: "studio-dusk.jpg", alt: "Soft violet dusk over rolling hills", caption: "Our studio at dusk", palette: { from: "#6d5bd0", to: "#f3c6d9", accent: "#2d2a4a" } },
  { key: "autumn", name: "autumn-valley.jpg", alt: "Orange autumn valley with a pale sun", caption: "Autumn in the valley", palette: { from: "#d9622b", to: "#f7d08a", accent: "#6b3a1f" } },
  { key: "coast", name: "blue-coast.png", alt: "Calm blue coastline with green headlands", caption: "", palette: { from: "#5fa8d3", to: "#d6f0ff", accent: "#1b4d3e" } },
] as const;

export async function renderDemoImage(index: number): Promise<Buffer> {
  const spec = DEMO_IMAGES[index];
  const image = sharp(Buffer.from(sceneSvg(1600, 900, spec.palette, index + 1)));
  return spec.name.endsWith(".png") ? image.png().toBuffer() : image.jpeg({ quality: 82 }).toBuffer();
}

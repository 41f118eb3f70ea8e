import sharp from 'sharp';
const [file, parts = '4'] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const n = Number(parts); const h = Math.ceil(meta.height! / n);
for (let i = 0; i < n; i++) {
  const top = i * h; const height = Math.min(h, meta.height! - top);
  await sharp(file).extract({ left: 0, top, width: meta.width!, height }).toFile(file.replace('.png', `_${i}.png`));
}
console.log(meta.width, meta.height);

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { rasterSize, readImageSize, svgSize } from '../../lib/image-size';

test('an SVG is sized by its width and height, else by its viewBox', () => {
  assert.deepEqual(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">'), { width: 960, height: 540 });
  assert.deepEqual(svgSize('<svg width="12.5px" height="8px">'), { width: 12.5, height: 8 });
  assert.deepEqual(svgSize('<?xml version="1.0"?><svg viewBox="0 0 800 450">'), { width: 800, height: 450 });
  assert.deepEqual(svgSize('<svg width="100%" viewBox="-10,-10 320 200">'), { width: 320, height: 200 });
  assert.equal(svgSize('<svg>'), null);
  assert.equal(svgSize('not an svg'), null);
});

test('PNG, GIF and JPEG sizes come from their first bytes', () => {
  const png = Buffer.alloc(24);
  png.writeUInt32BE(0x89504e47, 0);
  png.writeUInt32BE(1200, 16);
  png.writeUInt32BE(630, 20);
  assert.deepEqual(rasterSize(png), { width: 1200, height: 630 });
  const gif = Buffer.from('GIF89a\x40\x01\xf0\x00', 'latin1');
  assert.deepEqual(rasterSize(gif), { width: 320, height: 240 });
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height 480 and width 640.
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03]);
  assert.deepEqual(rasterSize(jpeg), { width: 640, height: 480 });
  assert.equal(rasterSize(Buffer.from('hello')), null);
});

test('files are read by type; a missing or unreadable file has no size', () => {
  assert.deepEqual(readImageSize('public/og-image.png'), { width: 1200, height: 630 });
  const dir = mkdtempSync(join(tmpdir(), 'image-size-'));
  writeFileSync(join(dir, 'a.SVG'), '<svg width="10" height="20"></svg>');
  assert.deepEqual(readImageSize(join(dir, 'a.SVG')), { width: 10, height: 20 });
  assert.equal(readImageSize(join(dir, 'missing.png')), null);
});

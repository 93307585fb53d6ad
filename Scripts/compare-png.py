#!/usr/bin/env python3
"""Compares a screenshot with its stored reference, tolerant of font differences (issue 18).

    Scripts/compare-png.py SCREENSHOT REFERENCE

Both PNGs are decoded here (8-bit RGB or RGBA, not interlaced: what Chromium writes; no imaging library needed),
turned to grey and averaged over 16x16-pixel blocks. Another machine's fonts move glyph edges by a pixel or two and
change antialiasing: that stays inside a block's average. A missing drawing, a changed colour or layout moves many
blocks a lot. Fails (exit 1) when the images differ in size, when the mean block difference exceeds 4 levels of
255, or when more than 2 % of the blocks differ by over 48 levels; prints the numbers either way.
"""
import struct
import sys
import zlib

BLOCK = 16


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, width = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                sys.exit(f"{path}: only 8-bit RGB/RGBA, not interlaced (depth {depth}, colour type {color})")
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        pos += 12 + length
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    grey_rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, previous))
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = row
        grey_rows.append([(row[i] * 3 + row[i + 1] * 6 + row[i + 2]) // 10 for i in range(0, stride, channels)])
    return width, height, grey_rows


def blocks(width, height, rows):
    out = []
    for by in range(0, height - BLOCK + 1, BLOCK):
        line = []
        for bx in range(0, width - BLOCK + 1, BLOCK):
            line.append(sum(sum(r[bx:bx + BLOCK]) for r in rows[by:by + BLOCK]) / (BLOCK * BLOCK))
        out.append(line)
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    shot, ref = decode(sys.argv[1]), decode(sys.argv[2])
    if shot[:2] != ref[:2]:
        print(f"compare-png: sizes differ: {shot[0]}x{shot[1]} and {ref[0]}x{ref[1]}")
        return 1
    a, b = blocks(*shot), blocks(*ref)
    diffs = [abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)]
    mean = sum(diffs) / len(diffs)
    far = sum(1 for d in diffs if d > 48) / len(diffs)
    verdict = "same" if mean <= 4 and far <= 0.02 else "DIFFERENT"
    print(f"compare-png: {verdict}: mean block difference {mean:.2f}/255, {far:.1%} of {len(diffs)} blocks far apart")
    return 0 if verdict == "same" else 1


sys.exit(main())

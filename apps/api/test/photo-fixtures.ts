import sharp from 'sharp';

/** A phone photo whose EXIF says where it was taken: the walker's home in Ōtautahi. */
export function phonePhotoWithGps(width = 2048, height = 1536): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7c59' } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '43/1 31/1 48/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '172/1 38/1 10/1',
      },
    })
    .jpeg()
    .toBuffer();
}

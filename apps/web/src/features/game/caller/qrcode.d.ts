// The qrcode package ships without types; this is the one call the share panel uses.
declare module 'qrcode' {
  interface ToDataUrlOptions {
    margin?: number;
    width?: number;
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  }
  const QRCode: { toDataURL(text: string, options?: ToDataUrlOptions): Promise<string> };
  export default QRCode;
}

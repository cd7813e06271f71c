#if os(Linux)
    public import Foundation

    /// Stand-in for Core Animation's `CALayer`, reduced to the shadow a view casts
    /// (`CALayer.h`): every view has one (``UIView/layer``), and nothing here is drawn. The
    /// defaults are the header's: no shadow (opacity 0), 3 points of blur, 3 points up.
    ///
    /// The shadow's colour (a `CGColor`, opaque black by default) and path are not modelled.
    @MainActor
    open class CALayer {
        /// The opacity of the shadow, `0...1`; 0 (no shadow) by default.
        open var shadowOpacity: Float = 0
        /// The blur radius of the shadow; 3 points by default.
        open var shadowRadius: CGFloat = 3
        /// How far the shadow is offset from the layer; `(0, -3)` by default.
        open var shadowOffset = CGSize(width: 0, height: -3)

        /// Creates a layer with no shadow.
        public init() {}
    }
#endif
